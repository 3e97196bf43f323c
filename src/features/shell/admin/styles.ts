// The UI library's styles of the components only the staff screens use, loaded with the staff layout,
// after the seller screens' list (src/app/styles.ts, with the entry): the components others are built
// on first, then the rest. A test checks that every component the staff screens use is in one of the two.
import '@mantine/core/styles/InlineInput.layer.css'
import '@mantine/core/styles/FloatingIndicator.layer.css'
import '@mantine/core/styles/CheckboxIndicator.layer.css'
import '@mantine/core/styles/Burger.layer.css'
import '@mantine/core/styles/Checkbox.layer.css'
import '@mantine/core/styles/Code.layer.css'
// The selects' drop-downs (the seller screens' pickers import it with their code).
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Drawer.layer.css'
import '@mantine/core/styles/Grid.layer.css'
import '@mantine/core/styles/List.layer.css'
import '@mantine/core/styles/NumberInput.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import '@mantine/core/styles/Switch.layer.css'
import '@mantine/core/styles/Table.layer.css'
import '@mantine/core/styles/Tooltip.layer.css'
