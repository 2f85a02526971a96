from django.http import HttpResponse
from django.utils import timezone
from django.views.decorators.http import require_GET

from promotions.models import Coupon


@require_GET
def check_coupon(request):
    code = request.GET.get("code", "")
    coupon = Coupon.objects.filter(code__iexact=code, expires_at__gt=timezone.now()).first()
    if coupon is None:
        message = "<div class='alert alert-warning'>The code " + code + " is not valid or has expired.</div>"
        return HttpResponse(message, status=404)
    return HttpResponse(
        "<div class='alert alert-success'>Coupon applied: %d%% off</div>" % coupon.percent_off
    )
