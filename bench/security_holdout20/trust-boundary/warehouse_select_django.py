from django import forms
from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render

from inventory.models import StockLevel, Warehouse


class WarehouseForm(forms.Form):
    warehouse = forms.ModelChoiceField(queryset=Warehouse.objects.none())

    def __init__(self, *args, user, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["warehouse"].queryset = Warehouse.objects.filter(staff=user)


@login_required
def choose_warehouse(request):
    form = WarehouseForm(request.POST or None, user=request.user)
    if request.method == "POST" and form.is_valid():
        request.session["warehouse_id"] = form.cleaned_data["warehouse"].pk
        return redirect("stock_overview")
    return render(request, "inventory/choose_warehouse.html", {"form": form})


@login_required
def stock_overview(request):
    warehouse_id = request.session.get("warehouse_id")
    if warehouse_id is None:
        return redirect("choose_warehouse")
    levels = StockLevel.objects.filter(warehouse_id=warehouse_id).select_related("item")
    return render(request, "inventory/stock.html", {"levels": levels})
