import json
import logging
from dataclasses import dataclass, field
from typing import List

from django.contrib.auth.decorators import login_required
from django.http import HttpResponseBadRequest, JsonResponse
from django.views.decorators.http import require_http_methods

from .models import SavedFilter

logger = logging.getLogger(__name__)

MAX_FILTERS = 25
ALLOWED_FIELDS = {"status", "owner", "priority", "created_after", "label"}


@dataclass
class FilterSpec:
    name: str
    conditions: List[dict] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data):
        if not isinstance(data, dict) or not isinstance(data.get("name"), str):
            raise ValueError("each filter needs a name")
        conds = data.get("conditions", [])
        if not isinstance(conds, list):
            raise ValueError("conditions must be a list")
        for cond in conds:
            if not isinstance(cond, dict) or cond.get("field") not in ALLOWED_FIELDS:
                raise ValueError("unsupported condition field")
        return cls(name=data["name"][:80], conditions=conds)


@login_required
@require_http_methods(["GET"])
def export_filters(request):
    rows = SavedFilter.objects.filter(owner=request.user).values("name", "conditions")
    return JsonResponse({"filters": list(rows)})


@login_required
@require_http_methods(["POST"])
def import_filters(request):
    try:
        document = json.loads(request.body.decode("utf-8"))
        specs = [FilterSpec.from_dict(d) for d in document.get("filters", [])][:MAX_FILTERS]
    except (ValueError, AttributeError, UnicodeDecodeError):
        return HttpResponseBadRequest("invalid import file")
    created = 0
    for spec in specs:
        _, was_created = SavedFilter.objects.update_or_create(
            owner=request.user, name=spec.name, defaults={"conditions": spec.conditions}
        )
        created += int(was_created)
    logger.info("user %s imported %d filters", request.user.pk, len(specs))
    return JsonResponse({"imported": len(specs), "created": created})
