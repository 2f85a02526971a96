from defusedxml import ElementTree as SafeET
from rest_framework import status
from rest_framework.parsers import FileUploadParser
from rest_framework.permissions import IsAdminUser
from rest_framework.response import Response
from rest_framework.views import APIView

from sso.models import IdentityProvider

MD_NS = {"md": "urn:oasis:names:tc:SAML:2.0:metadata"}


class MetadataUploadView(APIView):
    permission_classes = [IsAdminUser]
    parser_classes = [FileUploadParser]

    def put(self, request, filename=None):
        upload = request.data["file"]
        root = SafeET.fromstring(upload.read())
        entity_id = root.get("entityID")
        sso = root.find(".//md:IDPSSODescriptor/md:SingleSignOnService", MD_NS)
        if not entity_id or sso is None:
            return Response({"detail": "incomplete metadata"}, status=status.HTTP_400_BAD_REQUEST)
        IdentityProvider.objects.update_or_create(
            entity_id=entity_id,
            defaults={"sso_url": sso.get("Location")},
        )
        return Response({"entity_id": entity_id}, status=status.HTTP_201_CREATED)
