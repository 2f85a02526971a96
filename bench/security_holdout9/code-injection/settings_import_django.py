import ast

from django.http import JsonResponse
from django.views.decorators.http import require_POST


@require_POST
def import_settings(request):
    raw = request.POST.get("settings", "{}")
    try:
        parsed = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return JsonResponse({"error": "invalid literal"}, status=400)
    if not isinstance(parsed, dict):
        return JsonResponse({"error": "expected mapping"}, status=400)
    request.user.profile.preferences.update({str(k): v for k, v in parsed.items()})
    request.user.profile.save()
    return JsonResponse({"imported": len(parsed)})
