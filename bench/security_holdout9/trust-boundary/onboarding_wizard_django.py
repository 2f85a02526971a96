import logging

from django import forms
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.views import View

logger = logging.getLogger("onboarding")

SUPPORTED_LANGUAGES = ("en", "de", "fr", "ja")
PLANS = {"free": 0, "team": 1, "business": 2}
STEPS = ["language", "plan", "done"]


class LanguageForm(forms.Form):
    language = forms.ChoiceField(choices=[(c, c) for c in SUPPORTED_LANGUAGES])


class PlanForm(forms.Form):
    plan = forms.ChoiceField(choices=[(p, p.title()) for p in PLANS])


FORMS = {"language": LanguageForm, "plan": PlanForm}


class WizardView(View):
    template_name = "onboarding/step.html"

    def current_step(self, request):
        step = request.session.get("wizard_step", STEPS[0])
        return step if step in STEPS else STEPS[0]

    def get(self, request):
        step = self.current_step(request)
        if step == "done":
            return redirect("dashboard")
        return render(request, self.template_name, {"form": FORMS[step](), "step": step})

    def post(self, request):
        step = self.current_step(request)
        form_class = FORMS.get(step)
        if form_class is None:
            return redirect("dashboard")
        form = form_class(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form, "step": step})
        value = form.cleaned_data[step]
        request.session["wizard_" + step] = value
        request.session["wizard_step"] = STEPS[STEPS.index(step) + 1]
        logger.info("user %s completed onboarding step %s", request.user.pk, step)
        return redirect("onboarding")


wizard = login_required(WizardView.as_view())
