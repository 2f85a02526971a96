from rest_framework.permissions import AllowAny
from rest_framework.renderers import StaticHTMLRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from notices.models import Announcement


class AnnouncementBannerView(APIView):
    renderer_classes = [StaticHTMLRenderer]
    permission_classes = [AllowAny]

    def get(self, request):
        current = Announcement.objects.filter(active=True).order_by("-created").first()
        if current is None:
            return Response("")
        return Response("<div class='banner'><strong>{}</strong> {}</div>".format(current.headline, current.details))
