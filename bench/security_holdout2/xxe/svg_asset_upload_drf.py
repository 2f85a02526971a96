from lxml import etree
from rest_framework import status
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from assets.models import Asset

SVG_NS = "{http://www.w3.org/2000/svg}"


class SvgUploadView(APIView):
    parser_classes = [MultiPartParser]
    permission_classes = [IsAuthenticated]

    def post(self, request):
        upload = request.FILES["file"]
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=True)
        tree = etree.parse(upload, parser)
        root = tree.getroot()
        if root.tag != SVG_NS + "svg":
            return Response({"detail": "not an SVG"}, status=status.HTTP_400_BAD_REQUEST)
        title = root.findtext(SVG_NS + "title") or upload.name
        asset = Asset.objects.create(owner=request.user, title=title, svg=etree.tostring(tree))
        return Response({"id": asset.pk, "title": title}, status=status.HTTP_201_CREATED)
