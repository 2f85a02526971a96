import secrets

from django import forms
from django.contrib import messages
from django.contrib.auth.mixins import LoginRequiredMixin
from django.urls import reverse_lazy
from django.views.generic.edit import FormView

from teams.models import Invitation


class InviteForm(forms.Form):
    email = forms.EmailField()
    role = forms.ChoiceField(choices=[("member", "Member"), ("admin", "Admin")])


class InviteMemberView(LoginRequiredMixin, FormView):
    form_class = InviteForm
    template_name = "teams/invite.html"
    success_url = reverse_lazy("teams:members")

    def form_valid(self, form):
        code = secrets.token_urlsafe(24)
        Invitation.objects.create(
            team=self.request.user.team, email=form.cleaned_data["email"], role=form.cleaned_data["role"], code=code
        )
        messages.success(self.request, "Invitation sent.")
        return super().form_valid(form)
