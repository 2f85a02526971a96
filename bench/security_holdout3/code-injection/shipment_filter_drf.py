from rest_framework import permissions, status
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Shipment


class ShipmentFilterView(APIView):
    permission_classes = [permissions.IsAuthenticated]

    def post(self, request):
        expr = request.data.get("where", "True")
        try:
            predicate = eval("lambda row: " + expr)
        except SyntaxError:
            return Response({"detail": "invalid filter"}, status=status.HTTP_400_BAD_REQUEST)
        rows = Shipment.objects.filter(account=request.user.account).values(
            "id", "reference", "carrier", "weight_kg", "status"
        )
        matched = [row for row in rows if predicate(row)]
        return Response({"count": len(matched), "results": matched[:500]})
