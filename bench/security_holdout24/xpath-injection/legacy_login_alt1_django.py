import hashlib
from pathlib import Path

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model, login
from django.contrib.auth.backends import BaseBackend
from django.views.generic import FormView
from lxml import etree


class LegacyDirectory:
    def __init__(self, path: Path):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            self._tree = etree.parse(str(self.path))
        return self._tree

    def find_account(self, username: str, password_hash: str):
        expr = "//account[username/text()='{user}' and password/text()='{pw}']".format(
            user=username, pw=password_hash
        )
        hits = self.tree.xpath(expr)
        return hits[0] if hits else None


directory = LegacyDirectory(Path(settings.BASE_DIR) / "legacy" / "accounts.xml")


class LegacyXMLBackend(BaseBackend):
    def authenticate(self, request, username=None, password=None):
        if not username or not password:
            return None
        digest = hashlib.sha256(password.encode()).hexdigest()
        account = directory.find_account(username, digest)
        if account is None:
            return None
        user, _ = get_user_model().objects.get_or_create(username=account.findtext("username"))
        return user

    def get_user(self, user_id):
        return get_user_model().objects.filter(pk=user_id).first()


class LoginForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)


class LegacyLoginView(FormView):
    template_name = "legacy/login.html"
    form_class = LoginForm
    success_url = "/dashboard/"

    def form_valid(self, form):
        user = LegacyXMLBackend().authenticate(self.request, **form.cleaned_data)
        if user is None:
            form.add_error(None, "Invalid credentials")
            return self.form_invalid(form)
        login(self.request, user, backend="legacy.auth.LegacyXMLBackend")
        return super().form_valid(form)
