from django.utils.html import format_html
from rest_framework.permissions import AllowAny
from rest_framework.renderers import StaticHTMLRenderer
from rest_framework.response import Response
from rest_framework.views import APIView

from ops.models import MaintenanceNotice


class MaintenanceNoticeView(APIView):
    renderer_classes = [StaticHTMLRenderer]
    permission_classes = [AllowAny]

    def get(self, request):
        notice = MaintenanceNotice.objects.filter(visible=True).order_by("-starts_at").first()
        if notice is None:
            return Response("")
        return Response(format_html("<div class='notice'><strong>{}</strong> {}</div>", notice.headline, notice.details))
