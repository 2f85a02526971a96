from django.contrib.auth import get_user_model
from django.http import HttpResponseRedirect, JsonResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views import View

from .models import StaffInvite

WIZARD_KEY = "signup_wizard"


class WizardMixin:
    def wizard_state(self) -> dict:
        return self.request.session.setdefault(WIZARD_KEY, {})

    def save_state(self, **fields):
        state = self.wizard_state()
        state.update(fields)
        self.request.session[WIZARD_KEY] = state
        self.request.session.modified = True


class InviteAcceptView(WizardMixin, View):
    def get(self, request, token):
        invite = get_object_or_404(StaffInvite, token=token, used=False)
        self.save_state(email=invite.email, is_staff="1", invite_id=invite.pk)
        return HttpResponseRedirect(reverse("signup-account"))


class AccountStepView(WizardMixin, View):
    template_name = "signup/account.html"

    def get(self, request):
        return render(request, self.template_name, {"state": self.wizard_state()})

    def post(self, request):
        # form fields are named wizard_username, wizard_email, wizard_password ...
        fields = {
            key.removeprefix("wizard_"): value
            for key, value in request.POST.items()
            if key.startswith("wizard_")
        }
        self.save_state(**fields)
        return HttpResponseRedirect(reverse("signup-finish"))


class FinishView(WizardMixin, View):
    def post(self, request):
        state = self.wizard_state()
        User = get_user_model()
        user = User.objects.create_user(
            username=state["username"],
            email=state["email"],
            password=state["password"],
        )
        user.is_staff = state.get("is_staff") == "1"
        user.save(update_fields=["is_staff"])
        if invite_id := state.get("invite_id"):
            StaffInvite.objects.filter(pk=invite_id).update(used=True)
        request.session.pop(WIZARD_KEY, None)
        return JsonResponse({"id": user.pk, "staff": user.is_staff})
