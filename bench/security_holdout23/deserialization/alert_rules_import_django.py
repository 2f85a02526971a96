import yaml
from django.contrib.auth.decorators import permission_required
from django.http import JsonResponse
from django.views.decorators.http import require_POST

from .models import AlertRule


@permission_required("monitoring.add_alertrule")
@require_POST
def import_alert_rules(request):
    try:
        document = yaml.safe_load(request.FILES["rules"].read()) or {}
    except yaml.YAMLError as exc:
        return JsonResponse({"error": str(exc)}, status=400)
    created = []
    for rule in document.get("rules", []):
        obj = AlertRule.objects.create(
            name=str(rule["name"])[:100],
            expression=str(rule["expr"]),
            severity=str(rule.get("severity", "warning")),
        )
        created.append(obj.pk)
    return JsonResponse({"created": created})
