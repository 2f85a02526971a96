import hashlib

from django.contrib.auth.decorators import login_required
from django.db import connection
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

MIN_LENGTH = 10


@login_required
@require_POST
def change_password(request):
    new_password = request.POST.get("new_password", "")
    confirm = request.POST.get("confirm", "")
    if new_password != confirm:
        return HttpResponseBadRequest("passwords do not match")
    if len(new_password) < MIN_LENGTH:
        return HttpResponseBadRequest("password too short")
    digest = hashlib.sha256(new_password.encode()).hexdigest()
    with connection.cursor() as cursor:
        cursor.execute(
            "UPDATE legacy_credentials SET password_sha256 = %s WHERE user_id = %s",
            [digest, request.user.pk],
        )
    return JsonResponse({"updated": True})
