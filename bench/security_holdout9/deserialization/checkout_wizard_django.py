import logging

from django.core import signing
from django.http import JsonResponse
from django.views import View

logger = logging.getLogger(__name__)

SALT = "checkout.wizard.v2"
MAX_AGE = 60 * 60


class WizardState:
    fields = ("step", "shipping_method", "gift_wrap", "notes")

    def __init__(self, **data):
        self.data = {k: data.get(k) for k in self.fields}
        if self.data["step"] is None:
            self.data["step"] = 1

    def dump(self):
        return signing.dumps(self.data, salt=SALT, compress=True)

    @classmethod
    def load(cls, token):
        payload = signing.loads(token, salt=SALT, max_age=MAX_AGE)
        if not isinstance(payload, dict):
            raise signing.BadSignature("unexpected payload")
        return cls(**payload)


class WizardView(View):
    def get(self, request):
        token = request.GET.get("state")
        if not token:
            return JsonResponse(WizardState().data)
        try:
            state = WizardState.load(token)
        except signing.SignatureExpired:
            return JsonResponse({"error": "expired"}, status=410)
        except signing.BadSignature:
            logger.warning("tampered wizard state from %s", request.META.get("REMOTE_ADDR"))
            return JsonResponse({"error": "invalid state"}, status=400)
        return JsonResponse(state.data)

    def post(self, request):
        try:
            step = int(request.POST.get("step", 1))
        except ValueError:
            step = 1
        state = WizardState(
            step=step,
            shipping_method=request.POST.get("shipping_method"),
            gift_wrap=request.POST.get("gift_wrap") == "on",
            notes=request.POST.get("notes", "")[:500],
        )
        return JsonResponse({"state": state.dump()})
