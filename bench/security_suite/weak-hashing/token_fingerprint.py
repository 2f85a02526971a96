from cryptography.hazmat.primitives import hashes
from django.http import JsonResponse

from apitokens.models import ApiToken


def fingerprint(raw_token: bytes) -> str:
    digest = hashes.Hash(hashes.SHA1())
    digest.update(raw_token)
    return digest.finalize().hex()


def verify_token(request):
    presented = request.headers.get("X-Api-Token", "").encode()
    exists = ApiToken.objects.filter(fingerprint=fingerprint(presented)).exists()
    return JsonResponse({"valid": exists})
