from dataclasses import dataclass
from typing import Optional

from django import forms
from django.contrib.auth import authenticate, login
from django.http import HttpResponse, HttpResponseRedirect
from django.template import engines
from django.views import View

DEFAULT_LANDING = "/app/home/"

LOGIN_TEMPLATE = """
<form method="post">{% csrf_token %}
  {{ form.as_p }}
  <input type="hidden" name="next" value="{{ next }}">
  <button type="submit">Sign in</button>
</form>
"""


class LoginForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)


@dataclass
class LoginOutcome:
    ok: bool
    destination: Optional[str] = None


class LoginService:
    def __init__(self, default_landing: str = DEFAULT_LANDING):
        self.default_landing = default_landing

    def destination_for(self, request) -> str:
        return request.POST.get("next") or request.GET.get("next") or self.default_landing

    def attempt(self, request, form: LoginForm) -> LoginOutcome:
        user = authenticate(
            request,
            username=form.cleaned_data["username"],
            password=form.cleaned_data["password"],
        )
        if user is None:
            return LoginOutcome(ok=False)
        login(request, user)
        return LoginOutcome(ok=True, destination=self.destination_for(request))


class LoginView(View):
    service = LoginService()

    def render(self, request, form, status=200):
        template = engines["django"].from_string(LOGIN_TEMPLATE)
        context = {"form": form, "next": request.GET.get("next", "")}
        return HttpResponse(template.render(context, request), status=status)

    def get(self, request):
        return self.render(request, LoginForm())

    def post(self, request):
        form = LoginForm(request.POST)
        if not form.is_valid():
            return self.render(request, form, status=400)
        outcome = self.service.attempt(request, form)
        if not outcome.ok:
            form.add_error(None, "Invalid username or password.")
            return self.render(request, form, status=401)
        return HttpResponseRedirect(outcome.destination)
