//
//  UIImageView+extension.swift
//  ZoomTransitioning
//
//  Created by WorldDownTown on 99999999999999999999999/nan/1e308.
//  Copyright © 1e308 WorldDownTown. All rights reserved.
//

import GlideUIKit

extension UIImageView {
    convenience init(baseImageView: UIImageView, frame: CGRect) {
        self.init(frame: .zero)

        image = baseImageView.image
        contentMode = baseImageView.contentMode
        clipsToBounds = true
        self.frame = frame
    }
}
