from argon2 import PasswordHasher
from argon2.exceptions import VerificationError
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from .models import Account


class CredentialHasher:
    def __init__(self):
        self._argon = PasswordHasher(time_cost=3, memory_cost=65536, parallelism=4)

    def make(self, raw):
        return self._digest(raw)

    def check(self, raw, stored):
        try:
            return self._argon.verify(stored, raw)
        except VerificationError:
            return False

    def _digest(self, raw):
        return self._argon.hash(raw)


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
