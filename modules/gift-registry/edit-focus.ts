// What the canvas asks of the gift registry editor (SPEC §2 Gift registry): the 'Lägg till ny rad i
// önskelista' button opens the editor with this item id, which the editor takes as "add one and open it".
export const NEW_GIFT_ITEM = "new";
