from xml.parsers.expat import ExpatError

from defusedxml import minidom as gpx_minidom
from defusedxml.common import DefusedXmlException
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.parsers import MultiPartParser
from rest_framework.response import Response

from .models import Track


class TrackSerializer(serializers.ModelSerializer):
    class Meta:
        model = Track
        fields = ["id", "name", "points", "created_at"]
        read_only_fields = ["points", "created_at"]


def extract_points(document):
    points = []
    for pt in document.getElementsByTagName("trkpt"):
        points.append([float(pt.getAttribute("lat")), float(pt.getAttribute("lon"))])
    return points


class TrackViewSet(viewsets.ModelViewSet):
    serializer_class = TrackSerializer

    def get_queryset(self):
        return Track.objects.filter(owner=self.request.user).order_by("-created_at")

    def perform_create(self, serializer):
        serializer.save(owner=self.request.user)

    @action(detail=False, methods=["post"], parser_classes=[MultiPartParser])
    def upload(self, request):
        gpx_file = request.FILES.get("gpx")
        if gpx_file is None or gpx_file.size > 10 * 1024 * 1024:
            return Response({"detail": "gpx file required (max 10 MB)"}, status=status.HTTP_400_BAD_REQUEST)
        try:
            document = gpx_minidom.parseString(gpx_file.read(), forbid_dtd=True)
        except (DefusedXmlException, ExpatError) as exc:
            return Response({"detail": f"rejected: {exc}"}, status=status.HTTP_400_BAD_REQUEST)
        names = document.getElementsByTagName("name")
        track = Track.objects.create(
            owner=request.user,
            name=names[0].firstChild.data if names and names[0].firstChild else gpx_file.name,
            points=extract_points(document),
        )
        return Response(TrackSerializer(track).data, status=status.HTTP_201_CREATED)
