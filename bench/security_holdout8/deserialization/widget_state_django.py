import logging

import jsonpickle
from django.http import JsonResponse
from django.views.decorators.http import require_POST

log = logging.getLogger(__name__)


@require_POST
def restore_widget_state(request):
    payload = request.body.decode("utf-8")
    if not payload:
        return JsonResponse({"error": "empty body"}, status=400)
    state = jsonpickle.decode(payload)
    if isinstance(state, dict):
        layout = state.get("layout")
    else:
        layout = getattr(state, "layout", None)
    log.info("restored dashboard state for user %s", request.user.pk)
    return JsonResponse({"restored": True, "layout": str(layout)})
