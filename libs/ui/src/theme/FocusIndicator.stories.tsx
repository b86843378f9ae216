import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonVariants } from '../components/Button/Button';
import { Card } from '../components/Card/Card';
import { ChipInput } from '../components/ChipInput/ChipInput';
import { ErrorBox } from '../components/ErrorBox/ErrorBox';
import { ImagePicker } from '../components/ImagePicker/ImagePicker';
import { PasswordField } from '../components/PasswordField/PasswordField';
import { RichText } from '../components/RichText/RichText';
import { SearchField } from '../components/SearchField/SearchField';
import { SegmentedControl } from '../components/SegmentedControl/SegmentedControl';
import { Sidebar } from '../components/Sidebar/Sidebar';
import { SidebarAction } from '../components/SidebarAction/SidebarAction';
import { Tabs } from '../components/Tabs/Tabs';
import { TaskCard } from '../components/TaskCard/TaskCard';
import { TextArea } from '../components/TextArea/TextArea';
import { TextField } from '../components/TextField/TextField';
import { TextLink } from '../components/TextLink/TextLink';
import { TopBar } from '../components/TopBar/TopBar';
import { dashboardNavItems } from '../screens/DashboardLayout/DashboardLayout';
import {
  contrastOn,
  focusRingColor,
  focusRingProblems,
  parseColor,
  tokenValue,
} from '../testing/contrast';
import { vars } from './contract.css';
import { colourContrasts } from './tokens/ColourTokens';
import { FocusRingTokens } from './tokens/FocusRingTokens';
import { routes } from '@portal/domain';

/**
 * Every focusable component of the kit on the surfaces it is used on (page, card, top bar, the
 * dark sidebar). The play function walks them with Tab, as a keyboard user does, and checks each
 * focus indicator: drawn, the `focusRing` token's colour, and 3:1 against what is behind it.
 */
function FocusCatalog() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '248px minmax(0, 1fr)', minHeight: 720 }}>
      <div data-surface="sidebar">
        <Sidebar
          items={dashboardNavItems}
          currentPath={routes.tasks}
          onNavigate={fn()}
          header={<span>Padaria Pão Quente</span>}
          footer={
            <>
              <SidebarAction icon="arrowLeft" accent onClick={fn()}>
                Return to Admin
              </SidebarAction>
              <SidebarAction icon="logOut" onClick={fn()}>
                Exit View
              </SidebarAction>
            </>
          }
        />
      </div>
      <div>
        <TopBar
          user={{ name: 'Ana Souza', role: 'ordinary' }}
          title="Padaria Pão Quente"
          onOpenProfile={fn()}
        />
        <main style={{ display: 'grid', gap: 24, padding: 24 }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
            {buttonVariants.map((variant) => (
              <Button key={variant} variant={variant} onClick={fn()}>
                {`Botão ${variant}`}
              </Button>
            ))}
            <TextLink href="#ajuda" onNavigate={fn()}>
              Link de texto
            </TextLink>
          </div>
          <Tabs
            aria-label="Abas"
            tabs={[
              { id: 'resumo', label: 'Resumo', content: <p>Resumo da reunião.</p> },
              { id: 'transcript', label: 'Transcript', content: <p>Transcrição.</p> },
            ]}
          />
          <SegmentedControl
            label="Tipo de cadastro"
            options={[
              { value: 'existing', label: 'Empresa existente', icon: 'building' },
              { value: 'new', label: 'Nova empresa', icon: 'plus' },
            ]}
            value="existing"
            onChange={fn()}
          />
          <Card title="Formulário">
            <div style={{ display: 'grid', gap: 16 }}>
              <TextField label="Nome" defaultValue="Ana Souza" />
              <PasswordField label="Senha" defaultValue="demo1234" />
              <TextArea label="Descrição" defaultValue="Conferir o fluxo de caixa." />
              <SearchField label="Buscar" value="farinha" onChange={fn()} />
              <ChipInput
                label="Emails da equipe"
                chips={['rui@paoquente.com.br']}
                onAdd={fn()}
                onRemove={fn()}
              />
              <ImagePicker label="Alterar Logo" inputLabel="Logo da empresa" onSelect={fn()} />
              <RichText html='<p>Planilha em <a href="https://example.com/planilha">Google Sheets</a>.</p>' />
              <ErrorBox onRetry={fn()}>Falha ao carregar tarefas</ErrorBox>
              <TaskCard
                task={{
                  id: 't-1',
                  title: 'Revisar fluxo de caixa',
                  created_at: '2025-03-10T12:30:00Z',
                }}
                onOpen={fn()}
                onRequestDelete={fn()}
              />
            </div>
          </Card>
        </main>
      </div>
    </div>
  );
}

/**
 * The kit's one focus indicator (`theme/focus.ts`): a solid 2 px outline in `focusRing`, outside
 * the element or, where a box clips, inside its edge. A keyboard user sees it on every control;
 * it keeps 3:1 on the light surfaces and on the dark sidebar (WCAG 2.2 SC 2.4.11).
 */
const meta = {
  title: 'Tokens/Focus indicator',
  component: FocusCatalog,
  globals: { viewport: { value: 'desktop', isRotated: false } },
} satisfies Meta<typeof FocusCatalog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The ring and its inset form on each surface it must show on, with its contrast there. */
export const Ring: Story = {
  render: () => <FocusRingTokens />,
  play: async ({ canvas }) => {
    const pairs = colourContrasts().filter((pair) => pair.row === 'focusRing');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(pairs.length);
    await expect(pairs.filter((pair) => pair.ratio < 3)).toEqual([]);
  },
};

/**
 * A keyboard user tabbing through the sidebar, the top bar, buttons, tabs and a form: the ring
 * each control shows when it takes the focus.
 */
export const EveryFocusableComponent: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    await step('Tab reaches each control, and each shows the ring', async () => {
      (document.activeElement as HTMLElement | null)?.blur();
      const visited: Element[] = [];
      const problems: string[] = [];
      for (let press = 0; press < 80; press++) {
        await userEvent.tab();
        const focused = document.activeElement;
        if (!focused || focused === document.body || !canvasElement.contains(focused)) break;
        if (visited.includes(focused)) break;
        visited.push(focused);
        problems.push(...focusRingProblems(focused));
      }
      await expect(problems).toEqual([]);
      // Sidebar (5 links, 2 actions), top bar, 5 buttons + link, tab + panel, segmented
      // control, and the card's fields, chip, picker, rich-text link, retry and task card.
      await expect(visited.length).toBeGreaterThanOrEqual(30);
      const sidebar = canvasElement.querySelector('[data-surface="sidebar"]');
      await expect(visited.filter((element) => sidebar?.contains(element))).toHaveLength(7);
    });

    await step('the token keeps 3:1 on white, the page, brandSoft and the sidebar', async () => {
      const ring = focusRingColor();
      for (const surface of [
        '#ffffff',
        tokenValue(vars.color.background),
        tokenValue(vars.color.surfaceHover),
        tokenValue(vars.color.brandSoft),
        tokenValue(vars.color.sidebar),
        tokenValue(vars.color.sidebarActive),
      ]) {
        await expect(contrastOn(ring, parseColor(surface))).toBeGreaterThanOrEqual(3);
      }
    });
  },
};
