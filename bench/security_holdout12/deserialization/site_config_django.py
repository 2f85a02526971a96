import yaml
from django.contrib.admin.views.decorators import staff_member_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import SiteSetting


def parse_settings(stream):
    try:
        document = yaml.load(stream, Loader=yaml.BaseLoader)
    except yaml.YAMLError:
        return {}
    return document.get("settings", {}) if isinstance(document, dict) else {}


@staff_member_required
@require_POST
def import_settings(request):
    upload = request.FILES.get("settings")
    source = upload.read() if upload is not None else request.body
    values = parse_settings(source)
    for key, value in values.items():
        SiteSetting.objects.update_or_create(key=str(key), defaults={"value": str(value)})
    return JsonResponse({"imported": len(values)})
