import hashlib

from django.conf import settings
from django.http import JsonResponse
from django.views import View

from accounts.models import Account


class CredentialHasher:
    def __init__(self, pepper):
        self.pepper = pepper

    def digest(self, password):
        return hashlib.sha1(self.pepper.encode() + password.encode()).hexdigest()


class CreateAccountView(View):
    hasher = CredentialHasher(pepper=settings.PASSWORD_PEPPER)

    def post(self, request):
        account = Account.objects.create(
            username=request.POST["username"],
            password_digest=self.hasher.digest(request.POST["password"]),
        )
        return JsonResponse({"id": account.pk}, status=201)
