import requests
from django.conf import settings
from django.shortcuts import get_object_or_404
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import Order


class OrderPaymentStatusView(APIView):
    permission_classes = [IsAuthenticated]

    def get(self, request, order_id):
        order = get_object_or_404(Order, pk=order_id, customer=request.user)
        resp = requests.get(
            f"{settings.PAYMENTS_API_BASE}/v2/payments/{order.payment_ref}",
            headers={"Authorization": f"Bearer {settings.PAYMENTS_API_TOKEN}"},
            timeout=8,
        )
        resp.raise_for_status()
        payment = resp.json()
        return Response({"order": order.pk, "status": payment.get("status"), "paid_at": payment.get("paid_at")})
