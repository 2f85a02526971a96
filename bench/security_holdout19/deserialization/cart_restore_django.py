import base64
import binascii
import collections
import datetime
import io
import pickle

from django.http import HttpResponseBadRequest, JsonResponse

PERMITTED = {
    ("collections", "OrderedDict"): collections.OrderedDict,
    ("datetime", "date"): datetime.date,
    ("datetime", "datetime"): datetime.datetime,
}


class CartUnpickler(pickle.Unpickler):
    def find_class(self, module, name):
        try:
            return PERMITTED[(module, name)]
        except KeyError:
            raise pickle.UnpicklingError(f"{module}.{name} is not permitted") from None


def restore_cart(request):
    token = request.COOKIES.get("cart", "")
    try:
        body = base64.urlsafe_b64decode(token)
        cart = CartUnpickler(io.BytesIO(body)).load()
    except (binascii.Error, pickle.UnpicklingError, EOFError, ValueError, TypeError):
        return HttpResponseBadRequest("bad cart")
    return JsonResponse({"items": len(cart) if isinstance(cart, (dict, list)) else 0})
