from dataclasses import dataclass
from functools import lru_cache
from typing import Optional

from django.conf import settings
from django.http import JsonResponse
from django.views.decorators.http import require_POST
from lxml import etree

PARTNERS_FILE = getattr(settings, "PARTNERS_XML", "/etc/portal/partners.xml")


@dataclass
class Partner:
    partner_id: str
    name: str
    tier: str


@lru_cache(maxsize=1)
def load_partners(path: str = PARTNERS_FILE):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(path, parser)


class PartnerAuthenticator:
    def __init__(self, tree=None):
        self.tree = tree if tree is not None else load_partners()

    def expression(self, partner_id: str, api_key: str) -> str:
        return (
            "/partners/partner[@id='" + partner_id + "' and apiKey/text()='" + api_key + "']"
        )

    def authenticate(self, partner_id: str, api_key: str) -> Optional[Partner]:
        matches = self.tree.xpath(self.expression(partner_id, api_key))
        if not matches:
            return None
        node = matches[0]
        return Partner(
            partner_id=node.get("id"),
            name=node.findtext("name", default=""),
            tier=node.findtext("tier", default="standard"),
        )


@require_POST
def partner_token(request):
    partner_id = request.POST.get("partner_id", "")
    api_key = request.POST.get("api_key", "")
    partner = PartnerAuthenticator().authenticate(partner_id, api_key)
    if partner is None:
        return JsonResponse({"error": "unknown partner or key"}, status=401)
    return JsonResponse({"partner": partner.partner_id, "name": partner.name, "tier": partner.tier})
