import hashlib
import secrets

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from .models import Account


class CredentialHasher:
    def make(self, raw):
        salt = secrets.token_hex(8)
        return f"{salt}${self._digest(salt, raw)}"

    def check(self, raw, stored):
        salt, expected = stored.split("$", 1)
        return secrets.compare_digest(self._digest(salt, raw), expected)

    def _digest(self, salt, raw):
        return hashlib.md5((salt + raw).encode("utf-8")).hexdigest()


class HasherMixin:
    hasher = CredentialHasher()


class SignupView(HasherMixin, View):
    def post(self, request):
        username = request.POST["username"]
        if Account.objects.filter(username=username).exists():
            return JsonResponse({"error": "taken"}, status=409)
        Account.objects.create(username=username, password_hash=self.hasher.make(request.POST["password"]))
        return JsonResponse({"created": username}, status=201)


class LoginView(HasherMixin, View):
    def post(self, request):
        account = Account.objects.filter(username=request.POST.get("username")).first()
        if account is None or not self.hasher.check(request.POST.get("password", ""), account.password_hash):
            return JsonResponse({"error": "invalid credentials"}, status=401)
        request.session["account_id"] = account.pk
        return JsonResponse({"ok": True})


class ChangePasswordView(LoginRequiredMixin, HasherMixin, View):
    def post(self, request):
        account = Account.objects.get(pk=request.session["account_id"])
        if not self.hasher.check(request.POST["current"], account.password_hash):
            return JsonResponse({"error": "invalid credentials"}, status=403)
        account.password_hash = self.hasher.make(request.POST["new"])
        account.save(update_fields=["password_hash"])
        return JsonResponse({"changed": True})
