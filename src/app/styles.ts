// The UI library's styles for every screen but the staff ones, in its `mantine` CSS layer, in one
// list and one order: its globals (the theme's variables come from the provider), the components
// others are built on, then every component the seller screens show on their first paint. The
// menus, pickers, dialogs and toasts, whose code loads when first used, and the sign-in page import
// their own component's stylesheet, which then comes after all of these, as in the library's own
// order. A test checks that every component used outside the staff screens is here or imported by
// its file; the staff layout adds those only the staff screens use. The project's own CSS modules
// are outside any layer, so they always win over the library's.
import '@mantine/core/styles/baseline.layer.css'
import '@mantine/core/styles/global.layer.css'
// The components others are built on.
import '@mantine/core/styles/UnstyledButton.layer.css'
import '@mantine/core/styles/VisuallyHidden.layer.css'
import '@mantine/core/styles/Paper.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Group.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Flex.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
// The components of the seller screens.
import '@mantine/core/styles/ActionIcon.layer.css'
import '@mantine/core/styles/Alert.layer.css'
import '@mantine/core/styles/Anchor.layer.css'
import '@mantine/core/styles/Avatar.layer.css'
import '@mantine/core/styles/Badge.layer.css'
import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/Center.layer.css'
import '@mantine/core/styles/Container.layer.css'
import '@mantine/core/styles/DataList.layer.css'
import '@mantine/core/styles/Divider.layer.css'
import '@mantine/core/styles/EmptyState.layer.css'
import '@mantine/core/styles/Pagination.layer.css'
import '@mantine/core/styles/SimpleGrid.layer.css'
import '@mantine/core/styles/Skeleton.layer.css'
import '@mantine/core/styles/Stack.layer.css'
import '@mantine/core/styles/Text.layer.css'
import '@mantine/core/styles/Title.layer.css'
