// The UI library's styles, in its `mantine` CSS layer: the global styles, the components others are
// built on, and those every page shows (the theme's variables come from the provider). A component
// that only a part loaded later uses (menus, dialogs, pickers, toasts, the staff screens) comes with
// that part's code, after these, each after the components it is built on. The project's own CSS
// modules are outside any layer, so they always win over the library's.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/global.layer.css'
// The components others are built on (their rules must come first).
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Flex.layer.css'
// What every page shows.
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Avatar.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/DataList.layer.css'
import '@mantine/core/styles/EmptyState.layer.css'
import '@mantine/core/styles/OverflowList.layer.css'
import '@mantine/core/styles/Pagination.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Title.layer.css'
