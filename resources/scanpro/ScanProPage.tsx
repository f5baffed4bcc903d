/**
 * admin/scanpro (spec §2, §4; issue 17): the scan-pro wizard. It starts at step 1 (a business and its criteria and
 * checklist), then 2 (the vehicle: a VIN decoded, a submodel chosen), 3 (the answers and the checklist) and 4 (the
 * recommendation, saved). The step rules are wizardModel.ts's: the furthest visited step never decreases, visited
 * steps stay reachable in the stepper, moving first saves edited criteria, Save is step 99 (saves, stays), and the
 * recommendation unlocks once a decoded submodel is chosen.
 */
import { Box, Button, Stack, Step, StepButton, Stepper, type Theme, Typography, useMediaQuery } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { type Answers, type DecodedVin, type Evaluation, scanproContract as c } from '../../contract/scanpro';
import type { AppDataProvider } from '../../dataProvider/adapter';
import { errorMessage, useAlert } from '../../src/components/useAlert';
import { AnswersStep } from './AnswersStep';
import { type BusinessChoice, BusinessAutocomplete } from '../../src/components/inputs/BusinessAutocomplete';
import { ChecklistEditor } from './ChecklistEditor';
import { type Draft, saveBody } from './configDraft';
import { CriteriaEditor } from './CriteriaEditor';
import { keepFor, useKept } from './useKept';
import { RecommendationStep } from './RecommendationStep';
import { VehicleStep } from './VehicleStep';
import { canGo, initialWizard, planMove, SAVE_STEP, STEPS, withBusiness, withSubmodel } from './wizardModel';

const NO_ANSWERS: Answers = { adasEquipped: false, airbagDeployed: false, damageAreas: [], checked: [] };

export default function ScanProPage() {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = (key: string, args?: Record<string, unknown>) => translate(`resources.scanpro.${key}`, args);
  const alert = useAlert();
  const dataProvider = useDataProvider<AppDataProvider>();
  keepFor(useLocation().key);
  const [wizard, setWizard] = useKept('wizard', initialWizard);
  const [business, setBusiness] = useKept<BusinessChoice | null>('business', null);
  const [draft, setDraft] = useKept<Draft | null>('draft', null);
  const [decoded, setDecoded] = useKept<DecodedVin | null>('decoded', null);
  const [decoding, setDecoding] = useState(false);
  const [submodel, setSubmodel] = useKept<string | null>('submodel', null);
  const [answers, setAnswers] = useKept<Answers>('answers', NO_ANSWERS);
  const [evaluation, setEvaluation] = useKept<Evaluation | undefined>('evaluation', undefined);
  const [saved, setSaved] = useKept<{ id: number; savedAt: string } | null>('saved', null);
  const [busy, setBusy] = useState(false);

  const pickBusiness = async (b: BusinessChoice | null) => {
    setBusiness(b);
    setDraft(null);
    setWizard((w) => withBusiness(w, false));
    if (!b) return;
    try {
      setDraft(await dataProvider.call(c.scanProConfiguration, { query: { id: b.id } }));
      setWizard((w) => withBusiness(w, true));
    } catch (err) {
      alert.error(errorMessage(err));
    }
  };
  const edit = (next: Draft) => {
    setDraft(next);
    setWizard((w) => ({ ...w, dirty: true }));
  };

  const evaluate = async () => {
    if (!business || !decoded || !submodel) return;
    setEvaluation(undefined);
    setSaved(null);
    try {
      setEvaluation(await dataProvider.call(c.evaluateVehicle, { body: { businessId: business.id, vin: decoded.vin, submodel, answers } }));
    } catch (err) {
      alert.error(errorMessage(err));
    }
  };

  /** Goes to `target` (SAVE_STEP: saves and stays), saving the edited configuration first. */
  const go = async (target: number) => {
    const move = planMove(wizard, target);
    if (!move.next) return;
    if (move.save && draft) {
      setBusy(true);
      try {
        setDraft(await dataProvider.call(c.saveScanProConfiguration, { body: saveBody(draft) }));
        alert.success(t('actions.saved'));
      } catch (err) {
        alert.error(errorMessage(err));
        return;
      } finally {
        setBusy(false);
      }
    } else if (target === SAVE_STEP) alert.success(t('actions.nothing_to_save'));
    setWizard(move.next);
    if (target !== SAVE_STEP && move.next.step === 4) await evaluate();
  };

  const decode = async (vin: string) => {
    setDecoding(true);
    setSubmodel(null);
    setWizard((w) => withSubmodel(w, false));
    try {
      const d = await dataProvider.call(c.decodeVin, { query: { vin } });
      setDecoded(d);
      if (d.submodels.length === 1) chooseSubmodel(d.submodels[0]);
    } catch (err) {
      alert.error(errorMessage(err));
    } finally {
      setDecoding(false);
    }
  };
  const chooseSubmodel = (s: string) => {
    setSubmodel(s);
    setWizard((w) => withSubmodel(w, true));
  };
  const saveResult = async () => {
    if (!business || !evaluation) return;
    setBusy(true);
    try {
      const body = { businessId: business.id, vin: evaluation.vehicle.vin, submodel: evaluation.vehicle.submodel, answers, recommendations: evaluation.recommendations };
      setSaved(await dataProvider.call(c.saveScanProResults, { body }));
    } catch (err) {
      alert.error(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const missingRequired = wizard.step === 3 && (draft?.checklist ?? []).some((i) => i.required && !answers.checked.includes(i.id));
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={translate('menu.items.scanpro')} />
      <Typography variant="h5" component="h1">
        {t('title')}
      </Typography>
      {/* On a phone each step's name goes under its number, so the four fit the width (the steps' buttons reach 16 px past their step). */}
      <Stepper nonLinear alternativeLabel={phone} activeStep={wizard.step - 1} aria-label={t('title')} sx={phone ? { px: 2, '& .MuiStepLabel-label': { overflowWrap: 'anywhere' } } : undefined}>
        {STEPS.map((s) => (
          <Step key={s} completed={s <= wizard.furthest && s !== wizard.step}>
            <StepButton onClick={() => go(s)} disabled={s !== wizard.step && !canGo(wizard, s)} aria-current={s === wizard.step ? 'step' : undefined}>
              {t(`steps.${s}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box component="section" aria-label={t(`steps.${wizard.step}`)} data-step={wizard.step}>
        {wizard.step === 1 && (
          <Stack spacing={2}>
            <BusinessAutocomplete
              value={business}
              onChange={pickBusiness}
              label={translate('resources.scanpro.business.label')}
              helperText={translate('resources.scanpro.business.hint')}
            />
            {!business && <Typography color="text.secondary">{t('business.none')}</Typography>}
            {draft && (
              <>
                <Typography>{draft.inherited ? t('business.inherited', { id: draft.sourceBusinessId }) : t('business.own', { version: draft.version })}</Typography>
                <CriteriaEditor rows={draft.criteria} onChange={(criteria) => edit({ ...draft, criteria })} />
                <ChecklistEditor items={draft.checklist} onChange={(checklist) => edit({ ...draft, checklist })} />
              </>
            )}
          </Stack>
        )}
        {wizard.step === 2 && <VehicleStep decoded={decoded} decoding={decoding} submodel={submodel} onDecode={decode} onSubmodel={chooseSubmodel} />}
        {wizard.step === 3 && (
          <Stack spacing={1}>
            <AnswersStep answers={answers} checklist={draft?.checklist ?? []} onChange={setAnswers} />
            {missingRequired && <Typography color="text.secondary">{t('answers.missing')}</Typography>}
          </Stack>
        )}
        {wizard.step === 4 && <RecommendationStep evaluation={evaluation} loading={!evaluation} saved={saved} saving={busy} onSave={saveResult} />}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button onClick={() => go(wizard.step - 1)} disabled={busy || wizard.step === 1}>
          {t('actions.back')}
        </Button>
        <Button variant="outlined" onClick={() => go(SAVE_STEP)} disabled={busy || !draft}>
          {t('actions.save')}
        </Button>
        <Button variant="contained" onClick={() => go(wizard.step + 1)} disabled={busy || !canGo(wizard, wizard.step + 1) || missingRequired}>
          {t('actions.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
