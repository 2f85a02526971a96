import ast

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

ALLOWED_KEYS = {"page_size", "theme", "columns"}


def parse_value(raw):
    try:
        return ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return raw


@login_required
@require_POST
def import_preferences(request):
    prefs = {}
    for key, raw in request.POST.items():
        if key in ALLOWED_KEYS:
            prefs[key] = parse_value(raw[:500])
    profile = request.user.profile
    profile.preferences.update(prefs)
    profile.save()
    return JsonResponse(prefs)
