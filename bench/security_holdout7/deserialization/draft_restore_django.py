from django.core import signing
from django.http import JsonResponse

DRAFT_SALT = "editor.draft"
DRAFT_MAX_AGE = 7 * 24 * 3600


def draft_restore(request):
    token = request.GET.get("draft", "")
    if not token:
        return JsonResponse({"draft": None})
    try:
        draft = signing.loads(token, salt=DRAFT_SALT, max_age=DRAFT_MAX_AGE)
    except signing.BadSignature:
        return JsonResponse({"error": "draft link is invalid or expired"}, status=400)
    return JsonResponse({"title": draft.get("title", ""), "body": draft.get("body", "")})
