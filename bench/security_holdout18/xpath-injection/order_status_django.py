from django import forms
from django.http import HttpResponseBadRequest, JsonResponse
from lxml import etree

ORDERS = etree.parse("/var/lib/shop/orders.xml")


class OrderLookupForm(forms.Form):
    order = forms.IntegerField(min_value=1)
    region = forms.ChoiceField(choices=[("eu", "EU"), ("us", "US"), ("apac", "APAC")])


def order_status(request):
    form = OrderLookupForm(request.GET)
    if not form.is_valid():
        return HttpResponseBadRequest(form.errors.as_json(), content_type="application/json")
    order_no = form.cleaned_data["order"]
    region = form.cleaned_data["region"]
    path = f"/orders/region[@code='{region}']/order[@number={order_no}]/status/text()"
    status = ORDERS.xpath(path)
    return JsonResponse({"order": order_no, "region": region, "status": str(status[0]) if status else None})
