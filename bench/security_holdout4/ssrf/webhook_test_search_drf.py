import json
import urllib.error
import urllib.request

from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView


class WebhookTestView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        callback_url = request.data.get("callback_url", "")
        sample = json.dumps({"event": "shipment.delivered", "test": True}).encode()
        req = urllib.request.Request(callback_url, data=sample, headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=5) as remote:
                body = remote.read(2048).decode(errors="replace")
                return Response({"delivered": True, "status": remote.status, "response": body})
        except urllib.error.HTTPError as exc:
            return Response({"delivered": False, "status": exc.code}, status=status.HTTP_200_OK)
        except urllib.error.URLError as exc:
            return Response({"delivered": False, "error": str(exc.reason)}, status=status.HTTP_502_BAD_GATEWAY)
