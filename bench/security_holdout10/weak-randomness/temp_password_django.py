from django.contrib.admin.views.decorators import staff_member_required
from django.contrib.auth import get_user_model
from django.http import JsonResponse
from django.shortcuts import get_object_or_404
from django.utils.crypto import get_random_string

READABLE_CHARS = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"


@staff_member_required
def reset_user_password(request, user_id):
    user = get_object_or_404(get_user_model(), pk=user_id)
    temporary = get_random_string(16, allowed_chars=READABLE_CHARS)
    user.set_password(temporary)
    user.save(update_fields=["password"])
    return JsonResponse({"user": user.get_username(), "temporary_password": temporary})
