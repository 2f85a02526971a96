import hashlib
import hmac
from pathlib import Path

from django import forms
from django.conf import settings
from django.contrib.auth import get_user_model, login
from django.contrib.auth.backends import BaseBackend
from django.views.generic import FormView
from lxml import etree

FIND_MEMBER = etree.XPath("/members/member[login=$login and not(@disabled='true')]")


class MemberFile:
    def __init__(self, path: Path):
        self.path = path
        self._mtime = None
        self._tree = None

    def tree(self):
        mtime = self.path.stat().st_mtime
        if self._tree is None or mtime != self._mtime:
            self._tree, self._mtime = etree.parse(str(self.path)), mtime
        return self._tree

    def lookup(self, login_name: str):
        nodes = FIND_MEMBER(self.tree(), login=login_name)
        return nodes[0] if nodes else None


members = MemberFile(Path(settings.BASE_DIR) / "legacy" / "members.xml")


class MemberFileBackend(BaseBackend):
    def authenticate(self, request, username=None, password=None, **extra):
        if not (username and password):
            return None
        if (node := members.lookup(username)) is None:
            return None
        salt = node.findtext("salt", "")
        digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt.encode(), 200_000).hex()
        if not hmac.compare_digest(digest, node.findtext("digest", "")):
            return None
        user, _ = get_user_model().objects.get_or_create(username=node.findtext("login"))
        return user

    def get_user(self, user_id):
        return get_user_model().objects.filter(pk=user_id).first()


class MemberLoginForm(forms.Form):
    username = forms.CharField(max_length=150)
    password = forms.CharField(widget=forms.PasswordInput)


class MemberLoginView(FormView):
    template_name = "members/login.html"
    form_class = MemberLoginForm
    success_url = "/members/"

    def form_valid(self, form):
        user = MemberFileBackend().authenticate(self.request, **form.cleaned_data)
        if user is None:
            form.add_error(None, "Invalid credentials")
            return self.form_invalid(form)
        login(self.request, user, backend="members.auth.MemberFileBackend")
        return super().form_valid(form)
