from django.contrib.auth.mixins import LoginRequiredMixin
from django.shortcuts import redirect, render
from django.views import View

from orders.forms import OrderForm


class OrderSubmitView(LoginRequiredMixin, View):
    template_name = "orders/new.html"

    def get(self, request):
        return render(request, self.template_name, {"form": OrderForm()})

    def post(self, request):
        form = OrderForm(request.POST)
        if not form.is_valid():
            return render(request, self.template_name, {"form": form}, status=400)
        order = form.save(commit=False)
        order.customer = request.user
        order.save()
        return redirect("orders:detail", pk=order.pk)
