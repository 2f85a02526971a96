import secrets
import string

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from integrations.models import Integration

ALPHABET = string.ascii_letters + string.digits


def _new_secret(length=40):
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


@login_required
@require_POST
def create_integration(request):
    item = Integration.objects.create(owner=request.user, client_secret=_new_secret())
    return JsonResponse({"id": item.pk, "client_secret": item.client_secret}, status=201)
