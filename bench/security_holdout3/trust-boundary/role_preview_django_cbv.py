from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import HttpResponseForbidden
from django.shortcuts import redirect
from django.views import View

ROLE_SESSION_KEY = "effective_role"


class RolePreviewView(LoginRequiredMixin, View):
    """Lets a user preview the dashboard as another role."""

    def post(self, request, *args, **kwargs):
        role = request.POST.get("role", "viewer")
        request.session[ROLE_SESSION_KEY] = role
        return redirect("dashboard")


class RoleRequiredMixin:
    required_role = "admin"

    def dispatch(self, request, *args, **kwargs):
        role = request.session.get(ROLE_SESSION_KEY) or request.user.profile.role
        if role != self.required_role:
            return HttpResponseForbidden("Insufficient role")
        return super().dispatch(request, *args, **kwargs)
