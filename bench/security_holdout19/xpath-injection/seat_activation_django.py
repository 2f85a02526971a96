import hashlib
from functools import lru_cache

from django.conf import settings
from django.http import JsonResponse
from django.utils.decorators import method_decorator
from django.views import View
from django.views.decorators.csrf import csrf_exempt
from lxml import etree

from .models import Activation

FIND_LICENSE = etree.XPath("/licenses/license[key=$key and product=$product and not(@revoked)]")


@lru_cache(maxsize=1)
def license_db():
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(settings.LICENSE_FILE, parser).getroot()


def lookup_license(key, product):
    matches = FIND_LICENSE(license_db(), key=key, product=product)
    return matches[0] if matches else None


@method_decorator(csrf_exempt, name="dispatch")
class ActivateSeatView(View):
    http_method_names = ["post"]

    def post(self, request):
        key = request.POST.get("license_key", "").strip()
        product = request.POST.get("product", "").strip()
        machine = request.POST.get("machine_id", "")
        if not key or not product or not machine:
            return JsonResponse({"error": "missing fields"}, status=400)

        node = lookup_license(key, product)
        if node is None:
            return JsonResponse({"activated": False}, status=403)

        seats = int(node.findtext("seats") or "1")
        used = Activation.objects.filter(license_id=node.get("id")).count()
        if used >= seats:
            return JsonResponse({"activated": False, "reason": "no seats left"}, status=409)

        Activation.objects.get_or_create(
            license_id=node.get("id"),
            machine_hash=hashlib.sha256(machine.encode()).hexdigest(),
        )
        return JsonResponse(
            {
                "activated": True,
                "licensee": node.findtext("owner"),
                "edition": node.findtext("edition"),
                "expires": node.findtext("expires"),
            }
        )
