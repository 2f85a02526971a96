from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from typing import List

from defusedxml import ElementTree as DefusedET
from defusedxml.common import DefusedXmlException
from django.db import transaction
from rest_framework import serializers, status
from rest_framework.exceptions import ParseError
from rest_framework.parsers import BaseParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView


class PurchaseOrderXMLParser(BaseParser):
    """Turns a partner purchase-order document into plain Python data."""

    media_type = "application/xml"

    def parse(self, stream, media_type=None, parser_context=None):
        try:
            root = DefusedET.parse(stream).getroot()
        except (DefusedXmlException, DefusedET.ParseError) as exc:
            raise ParseError(f"XML parse error - {exc}")
        return {
            "po_number": root.findtext("Number", ""),
            "buyer": root.findtext("Buyer/Name", ""),
            "items": [
                {"sku": item.findtext("SKU", ""), "quantity": item.findtext("Qty", "0"), "price": item.findtext("Price", "0")}
                for item in root.iterfind("Items/Item")
            ],
        }


class ItemSerializer(serializers.Serializer):
    sku = serializers.CharField(max_length=40)
    quantity = serializers.IntegerField(min_value=1)
    price = serializers.DecimalField(max_digits=12, decimal_places=2)


class PurchaseOrderSerializer(serializers.Serializer):
    po_number = serializers.CharField(max_length=32)
    buyer = serializers.CharField(max_length=120)
    items = ItemSerializer(many=True)


@dataclass
class OrderSummary:
    po_number: str
    buyer: str
    item_count: int
    total: Decimal


class PurchaseOrderService:
    def summarise(self, data: dict) -> OrderSummary:
        try:
            total = sum((Decimal(i["price"]) * i["quantity"] for i in data["items"]), Decimal("0"))
        except InvalidOperation:
            total = Decimal("0")
        return OrderSummary(data["po_number"], data["buyer"], len(data["items"]), total)

    @transaction.atomic
    def record(self, summary: OrderSummary, user) -> None:
        # persisted by the order-intake app; kept minimal here
        pass


class PurchaseOrderUploadView(APIView):
    parser_classes = [PurchaseOrderXMLParser]
    permission_classes = [IsAuthenticated]
    service = PurchaseOrderService()

    def post(self, request):
        serializer = PurchaseOrderSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        summary = self.service.summarise(serializer.validated_data)
        self.service.record(summary, request.user)
        return Response(
            {"po_number": summary.po_number, "buyer": summary.buyer, "items": summary.item_count, "total": str(summary.total)},
            status=status.HTTP_201_CREATED,
        )
