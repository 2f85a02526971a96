from django.conf import settings
from django.contrib.auth import login, logout
from django.contrib.auth.forms import AuthenticationForm
from django.http import HttpResponseRedirect
from django.shortcuts import resolve_url
from django.utils.http import url_has_allowed_host_and_scheme
from django.views import View
from django.views.generic import FormView

from .models import LoginEvent


class ContinueParamMixin:
    continue_field = "continue"

    def continue_url(self) -> str | None:
        raw = self.request.POST.get(self.continue_field) or self.request.GET.get(self.continue_field, "")
        hosts = {self.request.get_host(), *getattr(settings, "PORTAL_SIBLING_HOSTS", ())}
        if raw and url_has_allowed_host_and_scheme(raw, allowed_hosts=hosts, require_https=self.request.is_secure()):
            return raw
        return None


class MemberLoginView(ContinueParamMixin, FormView):
    template_name = "members/login.html"
    form_class = AuthenticationForm

    def get_form_kwargs(self):
        return {**super().get_form_kwargs(), "request": self.request}

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx[self.continue_field] = self.continue_url() or ""
        return ctx

    def form_valid(self, form):
        user = form.get_user()
        login(self.request, user)
        if not form.data.get("remember"):
            self.request.session.set_expiry(0)
        LoginEvent.objects.create(user=user, ip=self.request.META.get("REMOTE_ADDR"))
        destination = self.continue_url() or resolve_url(settings.LOGIN_REDIRECT_URL)
        return HttpResponseRedirect(destination)


class MemberLogoutView(View):
    http_method_names = ["post"]

    def post(self, request, *args, **kwargs):
        logout(request)
        return HttpResponseRedirect(resolve_url(settings.LOGOUT_REDIRECT_URL))
