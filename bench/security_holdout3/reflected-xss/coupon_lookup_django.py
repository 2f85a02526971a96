from django.http import JsonResponse
from django.utils import timezone
from django.views.decorators.http import require_GET

from .models import Coupon


@require_GET
def coupon_lookup(request):
    code = request.GET.get("code", "").strip()
    coupon = Coupon.objects.filter(
        code__iexact=code, active=True, expires__gt=timezone.now()
    ).first()
    if coupon is None:
        return JsonResponse({"valid": False, "message": f"Coupon {code} is not valid"}, status=404)
    return JsonResponse({
        "valid": True,
        "code": coupon.code,
        "percent_off": coupon.percent_off,
        "expires": coupon.expires.isoformat(),
    })
