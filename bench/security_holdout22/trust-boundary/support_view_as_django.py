import json
import logging

from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import JsonResponse
from django.views import View

from billing.models import Invoice

logger = logging.getLogger(__name__)

MAX_REASON_LENGTH = 200


class ViewAsCustomerView(LoginRequiredMixin, View):
    """Lets a signed-in agent open the billing portal in a customer's context."""

    http_method_names = ["post", "delete"]

    def post(self, request, *args, **kwargs):
        try:
            payload = json.loads(request.body or b"{}")
        except ValueError:
            return JsonResponse({"error": "body must be JSON"}, status=400)

        customer_id = payload.get("customer_id")
        if not isinstance(customer_id, str) or not customer_id:
            return JsonResponse({"error": "customer_id is required"}, status=400)

        reason = (payload.get("reason") or "").strip()
        if len(reason) < 10:
            return JsonResponse({"error": "please give a reason (10+ characters)"}, status=400)

        request.session["acting_customer_id"] = customer_id
        logger.info(
            "user %s switched billing context to %s: %s",
            request.user.pk,
            customer_id,
            reason[:MAX_REASON_LENGTH],
        )
        return JsonResponse({"acting_as": customer_id})

    def delete(self, request, *args, **kwargs):
        request.session.pop("acting_customer_id", None)
        return JsonResponse({"acting_as": None})


class CustomerInvoicesView(LoginRequiredMixin, View):
    def get(self, request, *args, **kwargs):
        customer_id = request.session.get("acting_customer_id") or str(request.user.customer_id)
        invoices = Invoice.objects.filter(customer_id=customer_id).order_by("-issued_at")[:50]
        return JsonResponse(
            {
                "customer_id": customer_id,
                "invoices": [
                    {"number": inv.number, "total": str(inv.total), "status": inv.status}
                    for inv in invoices
                ],
            }
        )
