import json

from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_POST

ALLOWED_KEYS = {"title", "columns", "refresh_seconds"}


class WidgetOptions:
    def __init__(self, raw):
        self.raw = raw

    def load(self):
        data = json.loads(self.raw)
        if not isinstance(data, dict):
            raise ValueError("options must be an object")
        return {key: value for key, value in data.items() if key in ALLOWED_KEYS}


def with_options(view):
    def wrapper(request, *args, **kwargs):
        try:
            options = WidgetOptions(request.POST.get("options", "{}")).load()
        except ValueError as exc:
            return HttpResponseBadRequest(str(exc))
        return view(request, options, *args, **kwargs)

    return wrapper


@require_POST
@with_options
def save_widget(request, options):
    columns = options.get("columns", 2)
    return JsonResponse({"saved": True, "options": options, "columns": columns})
