from dataclasses import asdict, dataclass
from typing import List

from django.http import HttpResponseBadRequest, JsonResponse
from django.views import View
from lxml import etree

METADATA_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    huge_tree=False,
    remove_comments=True,
)
NS = {
    "md": "urn:oasis:names:tc:SAML:2.0:metadata",
    "ds": "http://www.w3.org/2000/09/xmldsig#",
}
MAX_METADATA_BYTES = 512 * 1024


class MetadataError(ValueError):
    pass


@dataclass
class ServiceProvider:
    entity_id: str
    acs_urls: List[str]
    certificates: List[str]


class MetadataIngestor:
    def parse(self, payload: bytes) -> ServiceProvider:
        if len(payload) > MAX_METADATA_BYTES:
            raise MetadataError("metadata document too large")
        try:
            root = etree.fromstring(payload, parser=METADATA_PARSER)
        except etree.XMLSyntaxError as exc:
            raise MetadataError(f"malformed metadata: {exc}") from exc
        if root.tag != "{%s}EntityDescriptor" % NS["md"]:
            raise MetadataError("expected an EntityDescriptor")
        acs = root.xpath("md:SPSSODescriptor/md:AssertionConsumerService/@Location", namespaces=NS)
        certs = root.xpath(".//ds:X509Certificate/text()", namespaces=NS)
        return ServiceProvider(
            entity_id=root.get("entityID", ""),
            acs_urls=[str(u) for u in acs],
            certificates=["".join(str(c).split()) for c in certs],
        )


class ServiceProviderImportView(View):
    ingestor = MetadataIngestor()

    def post(self, request):
        try:
            provider = self.ingestor.parse(request.body)
        except MetadataError as exc:
            return HttpResponseBadRequest(str(exc))
        if not provider.entity_id or not provider.acs_urls:
            return HttpResponseBadRequest("entityID and at least one ACS URL are required")
        return JsonResponse(asdict(provider), status=201)
