import jsonpickle
from django.shortcuts import redirect, render
from django.views import View

from onboarding.forms import STEP_FORMS
from onboarding.services import create_account


class SignupWizardView(View):
    template_name = "onboarding/wizard.html"

    def get(self, request, step=0):
        form = STEP_FORMS[step]()
        return render(request, self.template_name, {"form": form, "step": step, "state": "{}"})

    def post(self, request, step=0):
        state = jsonpickle.decode(request.POST.get("wizard_state", "{}"))
        form = STEP_FORMS[step](request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form, "step": step, "state": jsonpickle.encode(state)})
        state[f"step{step}"] = form.cleaned_data
        if step + 1 < len(STEP_FORMS):
            next_form = STEP_FORMS[step + 1]()
            return render(request, self.template_name, {"form": next_form, "step": step + 1, "state": jsonpickle.encode(state)})
        account = create_account(state)
        return redirect("onboarding:welcome", account_id=account.pk)
