// The UI library's base styles and the styles of its components that staff pages, sign-in and the
// report page use, in CSS layers. Loaded with app/mantine-scope.tsx (and before the overlays' and
// staff styles, which import this first), so a seller's list page carries none of it. styles.css
// declares its own base layer before these: the library's rules win wherever it is used. Order as
// in the library's "CSS files list": shared pieces first.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/default-css-variables.layer.css'
import '@mantine/core/styles/global.layer.css'
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Flex.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Pagination.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Title.layer.css'
