import ast

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import DashboardPreference

ALLOWED_KEYS = {"columns", "widgets", "collapsed"}


@login_required
@require_POST
def save_layout(request):
    raw = request.POST.get("layout", "{}")
    try:
        layout = ast.literal_eval(raw)
    except (ValueError, SyntaxError):
        return JsonResponse({"error": "layout must be a literal dict"}, status=400)
    if not isinstance(layout, dict) or not set(layout) <= ALLOWED_KEYS:
        return JsonResponse({"error": "unexpected layout keys"}, status=400)
    pref, _ = DashboardPreference.objects.get_or_create(user=request.user)
    pref.layout = layout
    pref.save(update_fields=["layout"])
    return JsonResponse({"saved": True, "layout": layout})
