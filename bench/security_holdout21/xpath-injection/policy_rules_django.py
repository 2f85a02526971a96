import logging
import re
import xml.etree.ElementTree as ET
from functools import lru_cache

from django.conf import settings
from django.contrib.auth.decorators import permission_required
from django.http import Http404, JsonResponse
from django.views.decorators.http import require_GET

logger = logging.getLogger(__name__)

RULE_NAME = re.compile(r"^[a-z0-9_\-]{1,40}$")


@lru_cache(maxsize=1)
def policy_root():
    path = getattr(settings, "ACCESS_POLICY_FILE", "/etc/portal/policy.xml")
    logger.info("loading policy document %s", path)
    return ET.parse(path).getroot()


def rule_as_dict(rule):
    return {
        "name": rule.get("name"),
        "effect": rule.get("effect", "deny"),
        "resources": [r.text for r in rule.findall("resource")],
        "groups": [g.text for g in rule.findall("group")],
    }


@require_GET
@permission_required("portal.view_policy", raise_exception=True)
def rule_index(request):
    names = [r.get("name") for r in policy_root().findall(".//rule")]
    return JsonResponse({"rules": sorted(filter(None, names))})


@require_GET
@permission_required("portal.view_policy", raise_exception=True)
def rule_detail(request):
    name = request.GET.get("name", "")
    if not RULE_NAME.match(name):
        logger.warning("unusual rule name requested: %r", name)
    matches = policy_root().findall(f".//rule[@name='{name}']")
    if not matches:
        raise Http404("no such rule")
    return JsonResponse({"rule": rule_as_dict(matches[0]), "duplicates": len(matches) - 1})


@require_GET
@permission_required("portal.view_policy", raise_exception=True)
def rules_for_group(request, group):
    hits = [
        rule_as_dict(rule)
        for rule in policy_root().iter("rule")
        if group in {g.text for g in rule.findall("group")}
    ]
    return JsonResponse({"group": group, "rules": hits})
