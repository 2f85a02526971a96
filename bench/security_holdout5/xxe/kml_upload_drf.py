from lxml import etree
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

KML_NS = {"kml": "http://www.opengis.net/kml/2.2"}
SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class KmlUploadView(APIView):
    parser_classes = [MultiPartParser]
    permission_classes = [IsAuthenticated]

    def post(self, request):
        upload = request.FILES.get("file")
        if upload is None:
            return Response({"detail": "file is required"}, status=400)
        try:
            root = etree.fromstring(upload.read(), parser=SAFE_PARSER)
        except etree.XMLSyntaxError as exc:
            return Response({"detail": f"invalid KML: {exc}"}, status=400)
        placemarks = [
            {
                "name": pm.findtext("kml:name", namespaces=KML_NS),
                "coordinates": (pm.findtext(".//kml:coordinates", namespaces=KML_NS) or "").strip(),
            }
            for pm in root.iterfind(".//kml:Placemark", namespaces=KML_NS)
        ]
        return Response({"placemarks": placemarks})
